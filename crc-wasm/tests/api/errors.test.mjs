// The error vocabulary: every thrown error has its `kind`, the same name at every door, and
// its name from the one table (errors/src/lib.rs, whose unit test checks that it names every
// kind).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Game, RuleSet, arrangement } from '../../js/node.js';

// White to move with a pawn on b7, one step from promotion.
const PROMOTION = '4k5/1P8/10/10/10/10/10/4K5 w - - 0 1';

/** Checks that `call` throws an Error named `name` with kind `kind`. */
function throwsKind(call, name, kind) {
  assert.throws(call, (error) => error instanceof Error && error.name === name && error.kind === kind);
}

test('a pawn move to the last rank without its piece is PromotionRequiredError', () => {
  const game = new Game(PROMOTION);
  throwsKind(() => game.move('b7b8'), 'PromotionRequiredError', 'promotion_required');
  throwsKind(() => game.move('b8'), 'PromotionRequiredError', 'promotion_required');
  throwsKind(() => game.move({ from: 'b7', to: 'b8' }), 'PromotionRequiredError', 'promotion_required');
  assert.equal(game.fen(), PROMOTION);
  assert.equal(game.move('b7b8c').san, 'b8=C+');
});

test('every thrown error says its kind', () => {
  const game = new Game(PROMOTION);
  throwsKind(() => game.move('e1e3'), 'IllegalMoveError', 'illegal_move');
  throwsKind(() => game.move('hello'), 'InvalidMoveError', 'invalid_move');
  throwsKind(() => game.claimDraw(), 'ClaimError', 'no_claim');
  throwsKind(() => game.setHeader('Result', '1-0'), 'InvalidTagError', 'invalid_tag');
  throwsKind(() => game.resign('white'), 'InvalidArgumentError', 'invalid_argument');
  throwsKind(() => new Game('not a fen'), 'InvalidFenError', 'invalid_fen');
  throwsKind(() => new Game('10/10/10/10/10/10/10/10 w - - 0 1'), 'InvalidFenError', 'illegal_position');
  throwsKind(() => arrangement(0), 'InvalidStartError', 'invalid_number');
  throwsKind(() => arrangement(0.5), 'InvalidStartError', 'invalid_number');
  throwsKind(() => RuleSet.fromName('nonsense'), 'InvalidStartError', 'invalid_rule_set');
  throwsKind(() => game.moves({ square: 'k9' }), 'InvalidSquareError', 'invalid_square');
  throwsKind(() => game.loadPgn('1. Zz9 *'), 'InvalidPgnError', 'invalid_pgn');
  assert.throws(() => new Game(42), TypeError);
  game.resign('b');
  throwsKind(() => game.move('b7b8q'), 'GameOverError', 'game_over');
});
