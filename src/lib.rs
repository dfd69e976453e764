/*!
`konane-bot`: play Kōnane, the Hawaiian jumping game, with friends on Discord.

- [`engine`]: the rules (no I/O).
- [`render`]: board PNGs and replay GIFs.
- [`cli`]: the command-line tools of the `konane-bot` binary.
*/

pub mod cli;
pub mod engine;
pub mod render;
