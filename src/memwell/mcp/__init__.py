"""memwell as an MCP server (`build_server`); needs the `mcp` extra."""
