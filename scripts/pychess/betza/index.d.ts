export interface BetzaPremoveQuery {
  origin: readonly [number, number] | number[];
  color: string;
  board: { width: number; height: number };
}
export type BetzaPremove = (query: BetzaPremoveQuery) => Array<[number, number]>;
export declare function createBetzaPremove(betza: string): BetzaPremove;
