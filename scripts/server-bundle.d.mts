export function bundleServer(options: { entry: string; outfile: string }): Promise<unknown>;
