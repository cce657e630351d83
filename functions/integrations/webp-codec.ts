import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type DecoderFactory from '@jsquash/webp/codec/dec/webp_dec.js';
import type EncoderFactory from '@jsquash/webp/codec/enc/webp_enc_simd.js';

// libwebp compiled to WebAssembly (@jsquash/webp, from Squoosh). Its glue is written for
// browsers and cannot find its .wasm in Node, so we compile the module ourselves and
// hand it over. Loaded on the first WebP only: JPEG and PNG uploads never pay for it.

/** The codecs' WebAssembly inside the package. The SIMD encoder: Node 20 and 22 have SIMD on x64 and ARM64. */
export const WEBP_WASM_FILES = ['codec/dec/webp_dec.wasm', 'codec/enc/webp_enc_simd.wasm'] as const;

/**
 * Emscripten's glue for each codec (about 40 kB minified for both), beside the bundle with
 * its WebAssembly rather than inside it (D-193): like the .wasm, it is read at the first
 * WebP, and a bundle that never meets one never parses it.
 */
export const WEBP_GLUE_FILES = ['codec/dec/webp_dec.js', 'codec/enc/webp_enc_simd.js'] as const;
/** A glue file's name beside the bundle: .mjs, an ES module with no package.json near it. */
export const gluedName = (file: (typeof WEBP_GLUE_FILES)[number]) => basename(file).replace(/\.js$/, '.mjs');

/** RGBA pixels, 4 bytes a pixel, row after row. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

// The functions compile without lib "dom", where WebAssembly's functions are declared;
// Node has them all the same (esbuild's types already declare the namespace).
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting a global namespace needs one
  namespace WebAssembly {
    function compile(bytes: Uint8Array): Promise<Module>;
  }
}

interface WebpCodecs {
  decode(data: Uint8Array): { width: number; height: number; data: Uint8ClampedArray } | null;
  encode(data: Uint8Array, width: number, height: number, options: Record<string, number>): Uint8Array | null;
  defaults: Record<string, number>;
}

/**
 * A Lambda bundle has the .wasm beside it (copied by `afterBundlingCommands` in
 * infra/stacks/function.ts); run from source (tests, `npm start`) it is read from the package.
 */
async function compileWasm(file: (typeof WEBP_WASM_FILES)[number]): Promise<WebAssembly.Module> {
  const beside = fileURLToPath(new URL(basename(file), import.meta.url));
  const path = existsSync(beside) ? beside : createRequire(import.meta.url).resolve(`@jsquash/webp/${file}`);
  return WebAssembly.compile(await readFile(path));
}

/**
 * A glue file from beside the bundle, or from the package when run from source. The
 * specifier is a variable, so esbuild leaves the import to run time instead of bundling it.
 */
async function importGlue<T>(file: (typeof WEBP_GLUE_FILES)[number]): Promise<{ default: T }> {
  const beside = new URL(gluedName(file), import.meta.url);
  const specifier = existsSync(fileURLToPath(beside)) ? beside.href : `@jsquash/webp/${file}`;
  return (await import(specifier)) as { default: T };
}

async function loadCodecs(): Promise<WebpCodecs> {
  const [{ initEmscriptenModule }, decoder, encoder, { defaultOptions }, decoderWasm, encoderWasm] = await Promise.all([
    import('@jsquash/webp/utils.js'),
    importGlue<typeof DecoderFactory>(WEBP_GLUE_FILES[0]),
    importGlue<typeof EncoderFactory>(WEBP_GLUE_FILES[1]),
    import('@jsquash/webp/meta.js'),
    compileWasm(WEBP_WASM_FILES[0]),
    compileWasm(WEBP_WASM_FILES[1]),
  ]);
  const [decoding, encoding] = await Promise.all([
    initEmscriptenModule(decoder.default, decoderWasm),
    initEmscriptenModule(encoder.default, encoderWasm),
  ]);
  return { decode: (data) => decoding.decode(data), encode: (...args) => encoding.encode(...args), defaults: { ...defaultOptions } };
}

let codecs: Promise<WebpCodecs> | undefined;

function webpCodecs(): Promise<WebpCodecs> {
  codecs ??= loadCodecs().catch((error: unknown) => {
    codecs = undefined;
    throw error;
  });
  return codecs;
}

/** The WebP's pixels, or undefined when it does not decode in full (truncated, corrupt, animated). */
export async function decodeWebp(bytes: Buffer): Promise<Rgba | undefined> {
  const image = (await webpCodecs()).decode(bytes);
  if (!image) return undefined;
  return { width: image.width, height: image.height, data: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength) };
}

/** A lossy WebP of the pixels (with their transparency), and nothing else: no EXIF, XMP or ICC chunk. */
export async function encodeWebp(image: Rgba, quality: number): Promise<Buffer> {
  const { encode, defaults } = await webpCodecs();
  const encoded = encode(image.data, image.width, image.height, { ...defaults, quality });
  if (!encoded) throw new Error('WebP encoding failed');
  return Buffer.from(encoded);
}
