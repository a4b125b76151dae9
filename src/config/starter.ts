// What `summarylint init` writes: a short, valid config that shows where things go.
// Every key and its default is in .summarylintrc.example at the package root.

export const STARTER_CONFIG_FILE_NAME = ".summarylintrc.yaml";

export const STARTER_CONFIG = `# summarylint configuration. Every key and its default: .summarylintrc.example
# in the summarylint package.

# Which declarations are actions, features and entities. kumiko is the only preset so far ("auto" means kumiko).
presets: [kumiko]

# Files to read, relative to this file. .gitignore is respected; node_modules and .git are never read.
include: ["**/*.{ts,tsx,mts,cts}"]
exclude: ["**/*.test.ts"]

# How the assistant's directory cuts descriptions (match your framework).
directory:
  maxLength: 160 # characters per action summary
  features:
    maxLength: 300

# Rule severities: off, info, warn or error. "summarylint rules" lists every rule.
rules:
  # missing-description: [error, { features: true }]
  # unresolved-description: warn
  # summary-truncated: off
`;
