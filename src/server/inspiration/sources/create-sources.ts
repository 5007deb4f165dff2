import type { ContentSource } from '../../../shared/inspiration/content-item';
import type { Config } from '../../config';
import { catalogSource } from './catalog-source';
import { createPinterestSource } from './pinterest-source';
import { createRedditSource } from './reddit-source';
import type { SourceAdapter } from './source-adapter';
import { createUnsplashSource } from './unsplash-source';
import { createYoutubeSource } from './youtube-source';

export type SourceAdapters = Record<ContentSource, SourceAdapter>;

/** The real API for each source whose credentials are configured, the catalog for the rest. */
export function createSources(config: Config['sources']): SourceAdapters {
  return {
    reddit: config.reddit
      ? createRedditSource({
          baseUrl: config.redditBaseUrl,
          authUrl: config.redditAuthUrl,
          clientId: config.reddit.id,
          clientSecret: config.reddit.secret,
          userAgent: config.redditUserAgent,
        })
      : catalogSource('reddit'),
    youtube: config.youtubeApiKey
      ? createYoutubeSource({ baseUrl: config.youtubeBaseUrl, apiKey: config.youtubeApiKey })
      : catalogSource('youtube'),
    unsplash: config.unsplashAccessKey
      ? createUnsplashSource({
          baseUrl: config.unsplashBaseUrl,
          accessKey: config.unsplashAccessKey,
        })
      : catalogSource('unsplash'),
    pinterest: config.pinterestAccessToken
      ? createPinterestSource({
          baseUrl: config.pinterestBaseUrl,
          accessToken: config.pinterestAccessToken,
        })
      : catalogSource('pinterest'),
  };
}
