import type { Config } from '../config';

/**
 * The other hosts pages show images from, for the CSP's `img-src`: only those of sources and
 * sign-in providers that are configured. Uploads are served by us under /api/uploads (even on
 * S3), so the bucket's host is never needed; a reply's Markdown image pointing anywhere else
 * is blocked by the browser as well as by the renderer.
 */
export function imageHosts(config: Pick<Config, 'oauth' | 'sources'>): string[] {
  const { oauth, sources } = config;
  return [
    ...(oauth.google ? ['https://lh3.googleusercontent.com'] : []),
    ...(oauth.facebook ? ['https://platform-lookaside.fbsbx.com'] : []),
    ...(sources.unsplashAccessKey ? ['https://images.unsplash.com'] : []),
    ...(sources.youtubeApiKey ? ['https://i.ytimg.com'] : []),
    ...(sources.reddit
      ? [
          'https://i.redd.it',
          'https://preview.redd.it',
          'https://external-preview.redd.it',
          'https://b.thumbs.redditmedia.com',
        ]
      : []),
    ...(sources.pinterest || sources.pinterestAccessToken ? ['https://i.pinimg.com'] : []),
  ];
}
