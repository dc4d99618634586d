import { describe, expect, it } from 'vitest';
import { parseYouTubeId, youTubeEmbedUrl, youTubeThumbnailUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `http://youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `https://www.youtube.com/watch?v=${ID}#comments`,
    `https://youtu.be/${ID}`,
    `youtu.be/${ID}?si=abc123`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://youtube.com/shorts/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('reads %s', (url) => {
    expect(parseYouTubeId(url)).toBe(ID);
  });

  it('keeps ids with - and _', () => {
    expect(parseYouTubeId('https://youtu.be/a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
  });

  it.each([
    ['empty', ''],
    ['not a URL', 'hello world'],
    ['a bare id', ID],
    ['another host', `https://vimeo.com/watch?v=${ID}`],
    ['a look-alike host', `https://notyoutube.com/watch?v=${ID}`],
    ['a host suffix trick', `https://youtube.com.evil.com/watch?v=${ID}`],
    ['userinfo trick', `https://youtube.com@evil.com/watch?v=${ID}`],
    ['a path on another host', `https://evil.com/youtube.com/watch?v=${ID}`],
    ['another scheme', `ftp://youtube.com/watch?v=${ID}`],
    ['a short id', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['a long id', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['bad characters', 'https://youtu.be/dQw4w9WgX!Q'],
    ['no v parameter', 'https://www.youtube.com/watch?list=PL123'],
    ['a similar parameter', `https://www.youtube.com/watch?vv=${ID}`],
    ['a channel page', 'https://www.youtube.com/@somechannel'],
    ['an unsupported path', `https://www.youtube.com/playlist/${ID}`],
    ['youtu.be without id', 'https://youtu.be/'],
  ])('rejects %s', (_label, url) => {
    expect(parseYouTubeId(url)).toBeNull();
  });
});

describe('YouTube URLs', () => {
  it('builds thumbnail and embed URLs', () => {
    expect(youTubeThumbnailUrl(ID)).toBe(`https://img.youtube.com/vi/${ID}/hqdefault.jpg`);
    expect(youTubeEmbedUrl(ID)).toBe(`https://www.youtube.com/embed/${ID}`);
  });
});
