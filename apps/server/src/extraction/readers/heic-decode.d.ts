// heic-decode ships without types; this is the part of its API the image reader uses.
declare module "heic-decode" {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  type LazyImage = { width: number; height: number; decode(): Promise<DecodedImage> };
  type Decode = ((input: { buffer: ArrayBufferLike | Uint8Array }) => Promise<DecodedImage>) & {
    all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<LazyImage[] & { dispose(): void }>;
  };
  const decode: Decode;
  export default decode;
}
