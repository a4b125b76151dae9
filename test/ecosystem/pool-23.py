# Writes pool-23.json by the rule of pool-23.rule.md: published npm packages that say they are MCP servers.
import glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = "/work/.library/env/packages/npm.tsv"

taken = set()
for name in ["repos.json", "pool.json"] + sorted(glob.glob(os.path.join(HERE, "pool-*.json"))):
    path = os.path.join(HERE, name)
    if not os.path.exists(path) or path.endswith("pool-23.json"):
        continue
    data = json.load(open(path))
    entries = data if isinstance(data, list) else data.get("repositories", data.get("repos", []))
    for entry in entries:
        repo = entry.get("repo", "") if isinstance(entry, dict) else ""
        if "/" in repo:
            taken.add(repo.split("/", 1)[1].lower())

SERVER = re.compile(r"\b(mcp|model context protocol) server\b", re.I)
pool = []
with open(SOURCE, encoding="utf8") as f:
    next(f)
    for line in f:
        cols = line.rstrip("\n").split("\t")
        if len(cols) < 4:
            continue
        name, version, downloads, summary = cols[0], cols[1], cols[2], cols[3]
        if "mcp" not in name.lower() or not SERVER.search(summary):
            continue
        if not downloads.isdigit() or int(downloads) < 1000:
            continue
        if name.startswith("@modelcontextprotocol/"):
            continue
        if name.split("/")[-1].lower() in taken:
            continue
        pool.append({"repo": f"npm:{name}", "commit": version, "framework": "published-mcp", "path": "package"})

pool.sort(key=lambda e: e["repo"])
out = {
    "rule": "See pool-23.rule.md (written before any package was listed); selected mechanically by pool-23.py.",
    "written": "2026-12-07",
    "excluded": "packages named as a repository of repos.json, pool.json and pool-2.json to pool-22.json; @modelcontextprotocol/",
    "repositories": pool,
}
json.dump(out, open(os.path.join(HERE, "pool-23.json"), "w"), indent=1)
print(len(pool), "packages")
