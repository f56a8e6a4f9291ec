// A stand-in for @pychess/betza (see package.json): the movement of a Betza string gives no
// premove square, so user-defined variants get no premove hints. CRC does not use it.
exports.createBetzaPremove = function createBetzaPremove() {
  return function movement() {
    return [];
  };
};
