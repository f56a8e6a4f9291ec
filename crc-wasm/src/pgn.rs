//! `PgnGames`: the games of a PGN text, one by one, as `readPgn` gives them.

use crc_rules_game::{NotesBuilder, PgnError, PgnReader, TextSource};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::game::GameCore;
use crc_wasm_errors as errors;

/// The games of a PGN text, read one by one as they are asked for.
#[wasm_bindgen]
pub struct PgnGames {
    reader: PgnReader<TextSource<'static>>,
}

#[wasm_bindgen]
impl PgnGames {
    /// A reader over the games of `text`.
    #[wasm_bindgen(constructor)]
    pub fn new(text: String) -> PgnGames {
        PgnGames {
            reader: PgnReader::from_text(text),
        }
    }

    /// The next game with its main line's comments, or `undefined` after the last.
    ///
    /// # Errors
    /// `InvalidPgnError`, with the numeric `game` (from 1) and `line` at fault, for a game
    /// that cannot be read; the next call goes on with the following game.
    #[wasm_bindgen(js_name = next)]
    pub fn next_game(&mut self) -> Result<Option<GameCore>, JsValue> {
        match self.reader.read_game(&mut NotesBuilder::new()) {
            None => Ok(None),
            Some(Ok(read)) => Ok(Some(GameCore::of_annotated(read))),
            Some(Err(error)) => Err(thrown(error)),
        }
    }
}

/// `error` as the JS error of its kind, with its `game` and `line`.
fn thrown(error: PgnError) -> JsValue {
    let (game, line) = (error.game as f64, error.line as f64);
    let thrown = errors::thrown(error);
    let located = thrown.unchecked_ref::<LocatedError>();
    located.set_game(game);
    located.set_line(line);
    thrown
}

#[wasm_bindgen]
extern "C" {
    /// A JS `Error` given the `game` and `line` of a PGN error.
    #[wasm_bindgen(extends = js_sys::Error)]
    type LocatedError;

    /// Sets `game`.
    #[wasm_bindgen(method, setter = game)]
    fn set_game(this: &LocatedError, game: f64);

    /// Sets `line`.
    #[wasm_bindgen(method, setter = line)]
    fn set_line(this: &LocatedError, line: f64);
}
