export class ChunkAssetPlugin {
  constructor(options: {registryFile: string});
  apply(compiler: unknown): void;
}
