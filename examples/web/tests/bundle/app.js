// A client as pychess-variants' is: it imports ffish-es6 (here the swap file, by the build's
// mapping) and crc-rules, with no top-level await (es2020), and reports what it saw in
// window.result for tests/bundles.test.mjs.
import Module from 'ffish-es6';
import { Game, init } from 'crc-rules';
import { boardSvg, init as initSvg } from 'crc-rules/svg';

Module()
  .then((ffish) => {
    const crc = new ffish.Board('capablanca', '', true);
    const pushed = ['e2e4', 'e7e5', 'i1h3'].map((move) => crc.push(move));
    const chess = new ffish.Board('chess');
    pushed.push(chess.push('e2e4'));
    const result = { pushed, crc: crc.fen(), crcMoves: crc.legalMoves().split(' ').length, chess: chess.fen() };
    crc.delete();
    chess.delete();
    return Promise.all([init(), initSvg()]).then(() => {
      const game = Game.fromNumber(25933);
      game.move('e4');
      return { ...result, game: game.fen(), svg: boardSvg(game).slice(0, 4) };
    });
  })
  .then(
    (result) => {
      window.result = result;
    },
    (error) => {
      window.result = { error: `${error.name}: ${error.message}` };
    },
  );
