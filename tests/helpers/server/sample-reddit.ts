/** Shaped like Reddit's OAuth token and `/search` Listing answers (trimmed to a few fields more than we read). */
export const redditToken = {
  access_token:
    'eyJhbGciOiJSUzI1NiIsImtpZCI6IlNIQTI1NjpzS3dsMnlsV0VtMjVmcXhwTU40cWY4MXE2OWFFdWFyMnpLMUdhVGxjdWNZIiwidHlwIjoiSldUIn0.app-only',
  token_type: 'bearer',
  expires_in: 86400,
  scope: '*',
};

export const redditListing = {
  kind: 'Listing',
  data: {
    after: 't3_1c9xk2p',
    dist: 3,
    modhash: '',
    geo_filter: '',
    before: null,
    children: [
      {
        kind: 't3',
        data: {
          subreddit: 'DIY',
          selftext: '',
          author_fullname: 't2_8k2m1',
          title: 'Tiled our kitchen backsplash this weekend & it came out better than expected',
          subreddit_name_prefixed: 'r/DIY',
          name: 't3_1c8ab12',
          score: 4312,
          thumbnail: 'https://b.thumbs.redditmedia.com/kQb2yNf0rV1bS3.jpg',
          post_hint: 'image',
          created_utc: 1713700000,
          link_flair_text: 'home improvement',
          over_18: false,
          preview: {
            images: [
              {
                source: {
                  url: 'https://preview.redd.it/backsplash-done-v0-a1b2c3.jpg?auto=webp&s=9f1e',
                  width: 3024,
                  height: 4032,
                },
                resolutions: [
                  {
                    url: 'https://preview.redd.it/backsplash-done-v0-a1b2c3.jpg?width=108&s=1a',
                    width: 108,
                    height: 144,
                  },
                ],
                id: 'x1',
              },
            ],
            enabled: true,
          },
          id: '1c8ab12',
          author: 'grout_expectations',
          num_comments: 211,
          permalink: '/r/DIY/comments/1c8ab12/tiled_our_kitchen_backsplash_this_weekend/',
          url: 'https://i.redd.it/a1b2c3.jpeg',
          is_video: false,
        },
      },
      {
        kind: 't3',
        data: {
          subreddit: 'HomeImprovement',
          selftext:
            'House is from 1962. Outlet in the hallway is warm to the touch and the breaker trips when the vacuum runs. What should I check first before calling an electrician?',
          title: 'Warm outlet and a breaker that keeps tripping',
          name: 't3_1c8zz90',
          score: 87,
          thumbnail: 'self',
          created_utc: 1713800000,
          link_flair_text: null,
          over_18: false,
          id: '1c8zz90',
          author: '[deleted]',
          num_comments: 64,
          permalink: '/r/HomeImprovement/comments/1c8zz90/warm_outlet_and_a_breaker/',
          url: 'https://www.reddit.com/r/HomeImprovement/comments/1c8zz90/warm_outlet_and_a_breaker/',
          is_video: false,
        },
      },
      {
        kind: 't3',
        data: {
          subreddit: 'woodworking',
          selftext: 'Walnut and maple, finished with mineral oil.',
          title: 'First end-grain board',
          name: 't3_1c9xk2p',
          score: 1290,
          thumbnail: 'https://b.thumbs.redditmedia.com/endgrain.jpg',
          created_utc: 1713900000,
          link_flair_text: 'Project',
          over_18: false,
          id: '1c9xk2p',
          author: 'chisel_and_bits',
          num_comments: 48,
          permalink: '/r/woodworking/comments/1c9xk2p/first_endgrain_board/',
          url: 'https://i.redd.it/endgrain.jpeg',
          is_video: false,
        },
      },
      {
        kind: 't3',
        data: {
          subreddit: 'DIY',
          selftext: '',
          title: 'Not for work',
          score: 5,
          thumbnail: 'nsfw',
          created_utc: 1713950000,
          over_18: true,
          id: '1caaaaa',
          author: 'someone',
          num_comments: 0,
          permalink: '/r/DIY/comments/1caaaaa/not_for_work/',
        },
      },
    ],
  },
};
