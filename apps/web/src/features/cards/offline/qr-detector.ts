/** Reads QR codes from a video frame: `detect` answers the texts of the codes it sees. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<string[]>;
}

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const wrap = (d: NativeDetector): QrDetector => ({ detect: async (v) => (await d.detect(v)).map((b) => b.rawValue) });

/**
 * The browser's own BarcodeDetector where it reads QR codes (Android, ChromeOS, macOS), else the same API
 * over ZXing compiled to WebAssembly, loaded only then and served by the portal itself (its `.wasm` is a
 * file of the build: nothing is fetched from elsewhere, and the verifier's service worker keeps it).
 */
export async function createQrDetector(): Promise<QrDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    return wrap(new Native({ formats: ['qr_code'] }));
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return wrap(new BarcodeDetector({ formats: ['qr_code'] }));
}
