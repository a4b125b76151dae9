// What `summarylint init` writes: a short, valid config that shows where things go.
// Every key and its default is in .summarylintrc.example at the package root.

export const STARTER_CONFIG_FILE_NAME = ".summarylintrc.yaml";

export const STARTER_CONFIG = `# summarylint configuration. Every key and its default: .summarylintrc.example
# in the summarylint package.

# Which declarations are actions, features and entities. auto picks presets per package from package.json and
# imports (kumiko when none is found); the others: kumiko, mcp, vercel-ai, openai, anthropic, activepieces,
# pipedream, langchain, n8n, decorators (.summarylintrc.example says what each finds).
presets: [auto]

# Files to read, relative to this file (SKILL.md: Agent Skills). .gitignore is respected; node_modules and .git
# are never read.
include: ["**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}", "**/SKILL.md"]
exclude: ["**/*.test.ts"]

# Custom matchers for declarations no preset knows, e.g. registerCommand(server, { id, summary }):
# declarations:
#   - { type: action, callee: registerCommand, argument: 1, fields: { name: id, description: summary } }

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
