//! Starts `formc lsp` for Zed: the binary named by the settings (`lsp.formc.binary.path`,
//! with `lsp.formc.binary.arguments` if given), else `formc` from the worktree's `PATH`,
//! with the argument `lsp`. formc needs nothing else: no download, no options.

use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result, Worktree};

struct Formc;

impl zed::Extension for Formc {
    fn new() -> Self {
        Formc
    }

    fn language_server_command(&mut self, server: &LanguageServerId, worktree: &Worktree) -> Result<zed::Command> {
        // Settings that cannot be read are treated as absent: PATH is the fallback either way.
        let binary = LspSettings::for_worktree(server.as_ref(), worktree)
            .ok()
            .and_then(|settings| settings.binary);
        let command = binary
            .as_ref()
            .and_then(|binary| binary.path.clone())
            .or_else(|| worktree.which("formc"))
            .ok_or_else(|| {
                "formc is not on the PATH Zed sees: install it, or set lsp.formc.binary.path in Zed's settings"
                    .to_string()
            })?;
        let args = binary
            .and_then(|binary| binary.arguments)
            .unwrap_or_else(|| vec!["lsp".to_string()]);
        Ok(zed::Command { command, args, env: Vec::new() })
    }
}

zed::register_extension!(Formc);
