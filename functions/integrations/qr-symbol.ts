// The QR symbol's modules: function patterns, codeword placement, format and version
// information, and the mask (ISO/IEC 18004 §7.7–§7.10), for qr-code.ts.

export interface QrMatrix {
  size: number;
  /** Row by row, 1 for a dark module. */
  modules: Uint8Array;
}

class Symbol {
  readonly size: number;
  readonly modules: Uint8Array;
  /** Function modules: never data, never masked. */
  readonly reserved: Uint8Array;

  constructor(readonly version: number) {
    this.size = version * 4 + 17;
    this.modules = new Uint8Array(this.size * this.size);
    this.reserved = new Uint8Array(this.size * this.size);
  }

  get(x: number, y: number): number {
    return this.modules[y * this.size + x]!;
  }

  setFunction(x: number, y: number, dark: boolean): void {
    this.modules[y * this.size + x] = dark ? 1 : 0;
    this.reserved[y * this.size + x] = 1;
  }

  drawFunctionPatterns(): void {
    const { size } = this;
    for (let i = 0; i < size; i++) {
      this.setFunction(6, i, i % 2 === 0);
      this.setFunction(i, 6, i % 2 === 0);
    }
    for (const [x, y] of [[3, 3], [size - 4, 3], [3, size - 4]] as const) {
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const distance = Math.max(Math.abs(dx), Math.abs(dy));
          if (x + dx >= 0 && x + dx < size && y + dy >= 0 && y + dy < size) this.setFunction(x + dx, y + dy, distance !== 2 && distance !== 4);
        }
      }
    }
    const positions = this.alignmentPositions();
    const last = positions.length - 1;
    positions.forEach((x, i) =>
      positions.forEach((y, j) => {
        // Not over the three finder patterns.
        if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
        for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) this.setFunction(x + dx, y + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }),
    );
    this.drawFormat(0, 0);
    this.drawVersion();
  }

  private alignmentPositions(): number[] {
    if (this.version === 1) return [];
    const count = Math.floor(this.version / 7) + 2;
    const step = this.version === 32 ? 26 : Math.ceil((this.version * 4 + 4) / (count * 2 - 2)) * 2;
    const result = [6];
    for (let position = this.size - 7; result.length < count; position -= step) result.splice(1, 0, position);
    return result;
  }

  /** The error correction level and mask, BCH-coded, in its two copies, and the dark module. */
  drawFormat(levelBits: number, mask: number): void {
    const data = (levelBits << 3) | mask;
    let remainder = data;
    for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    const bits = ((data << 10) | remainder) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    const { size } = this;
    for (let i = 0; i <= 5; i++) this.setFunction(8, i, bit(i));
    this.setFunction(8, 7, bit(6));
    this.setFunction(8, 8, bit(7));
    this.setFunction(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.setFunction(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.setFunction(size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.setFunction(8, size - 15 + i, bit(i));
    this.setFunction(8, size - 8, true);
  }

  private drawVersion(): void {
    if (this.version < 7) return;
    let remainder = this.version;
    for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
    const bits = (this.version << 12) | remainder;
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = this.size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      this.setFunction(a, b, dark);
      this.setFunction(b, a, dark);
    }
  }

  /** Codewords in the zigzag of two-module columns, right to left, skipping the timing column. */
  drawCodewords(codewords: number[]): void {
    const { size } = this;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (let vertical = 0; vertical < size; vertical++) {
        for (let j = 0; j < 2; j++) {
          const x = right - j;
          const y = ((right + 1) & 2) === 0 ? size - 1 - vertical : vertical;
          if (this.reserved[y * size + x] || i >= codewords.length * 8) continue;
          this.modules[y * size + x] = (codewords[i >>> 3]! >>> (7 - (i & 7))) & 1;
          i++;
        }
      }
    }
  }

  /** XORs mask `mask` over the data modules: applying it twice undoes it. */
  applyMask(mask: number): void {
    const { size } = this;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (this.reserved[y * size + x] || !MASKS[mask]!(y, x)) continue;
        this.modules[y * size + x] = this.modules[y * size + x]! ^ 1;
      }
    }
  }
}

// By row and column, as ISO/IEC 18004 Table 10 writes them.
const MASKS: ((row: number, col: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

/** The four penalty rules (§7.8.3), scored as the qrcode package scored them. */
function penalty(symbol: Symbol): number {
  const { size } = symbol;
  let points = 0;
  for (let a = 0; a < size; a++) {
    let runRow = 0;
    let runCol = 0;
    let lastRow = -1;
    let lastCol = -1;
    let windowRow = 0;
    let windowCol = 0;
    for (let b = 0; b < size; b++) {
      const inRow = symbol.get(b, a);
      const inCol = symbol.get(a, b);
      if (inRow === lastRow) runRow++;
      else {
        if (runRow >= 5) points += 3 + runRow - 5;
        lastRow = inRow;
        runRow = 1;
      }
      if (inCol === lastCol) runCol++;
      else {
        if (runCol >= 5) points += 3 + runCol - 5;
        lastCol = inCol;
        runCol = 1;
      }
      // 1:1:3:1:1 with four light modules on one side: looks like a finder pattern.
      windowRow = ((windowRow << 1) & 0x7ff) | inRow;
      windowCol = ((windowCol << 1) & 0x7ff) | inCol;
      if (b >= 10 && (windowRow === 0x5d0 || windowRow === 0x05d)) points += 40;
      if (b >= 10 && (windowCol === 0x5d0 || windowCol === 0x05d)) points += 40;
    }
    if (runRow >= 5) points += 3 + runRow - 5;
    if (runCol >= 5) points += 3 + runCol - 5;
  }
  let dark = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      dark += symbol.get(x, y);
      if (x < size - 1 && y < size - 1) {
        const block = symbol.get(x, y) + symbol.get(x + 1, y) + symbol.get(x, y + 1) + symbol.get(x + 1, y + 1);
        if (block === 0 || block === 4) points += 3;
      }
    }
  }
  return points + Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10) * 10;
}

/** The symbol of `version` holding `codewords`, with the mask of the lowest penalty. */
export function drawSymbol(version: number, codewords: number[], levelBits: number): QrMatrix {
  const symbol = new Symbol(version);
  symbol.drawFunctionPatterns();
  symbol.drawCodewords(codewords);
  let best = 0;
  let lowest = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    symbol.drawFormat(levelBits, mask);
    symbol.applyMask(mask);
    const score = penalty(symbol);
    symbol.applyMask(mask);
    if (score < lowest) [best, lowest] = [mask, score];
  }
  symbol.drawFormat(levelBits, best);
  symbol.applyMask(best);
  return { size: symbol.size, modules: symbol.modules };
}
