import { describe, expect, it, vi } from 'vitest';
import { backendSettings, loadSettings, LOCAL_PROXY_URL } from './backend';
import { cmsConfig, mediaFolderOf } from './cms-config';
import type { DecapCollection } from './config';

const news: DecapCollection = {
  name: 'mfe-news-news',
  label: 'News stories',
  folder: 'mfe-news/content/news',
  fields: [{ name: 'image', label: 'Image', widget: 'image' }],
};

describe('the backend', () => {
  it('writes to the working tree through decap-server when no repository is named', () => {
    expect(backendSettings({})).toEqual({
      backend: { name: 'proxy', proxy_url: LOCAL_PROXY_URL, branch: 'main' },
      local_backend: true,
    });
  });

  it("writes to the school's GitHub repository when one is named, and locally on localhost", () => {
    const settings = backendSettings({
      repo: 'al-ihsan/school-website',
      branch: 'site',
      authUrl: 'https://cms-auth.example.org/',
    });
    expect(settings.backend).toMatchObject({
      name: 'github',
      repo: 'al-ihsan/school-website',
      branch: 'site',
      base_url: 'https://cms-auth.example.org',
    });
    expect(settings.local_backend).toBe(true);
  });

  it("signs staff in through the site's own handler, at /cms-auth, on main unless told otherwise", () => {
    expect(backendSettings({ repo: 'a/b' }, 'https://school.example').backend).toMatchObject({
      branch: 'main',
      base_url: 'https://school.example',
      auth_endpoint: 'cms-auth',
    });
  });

  it('refuses a repository that is not owner/name', () => {
    expect(() => backendSettings({ repo: 'https://github.com/a/b' })).toThrow(
      'cms.json: repo: expected owner/name, got "https://github.com/a/b"',
    );
  });
});

describe('the settings beside the editor', () => {
  const answering = (status: number, body = '') =>
    vi.fn(async () => new Response(status === 404 ? 'Not found' : body, { status }));

  it('are read from config.json beside the page, never from a cache', async () => {
    const fetchFile = answering(200, '{"repo":"a/b"}');
    expect(await loadSettings('/admin/', fetchFile)).toEqual({ repo: 'a/b' });
    expect(fetchFile).toHaveBeenCalledWith('/admin/config.json', { cache: 'no-cache' });
  });

  it('are none where the editor runs alone (its own dev server), so it writes the working tree', async () => {
    expect(await loadSettings('/admin/', answering(404))).toEqual({});
  });

  it('stop the editor with the reason when the file cannot be read', async () => {
    await expect(loadSettings('/admin/', answering(503))).rejects.toThrow('/admin/config.json: 503');
  });
});

describe('the configuration', () => {
  it('is the whole of it, published at once, pictures beside their stories', () => {
    const config = cmsConfig([news], {});
    expect(config).toMatchObject({
      load_config_file: false,
      publish_mode: 'simple',
      media_folder: 'mfe-news/content/news/images',
      public_folder: 'images',
      collections: [news],
    });
    expect(mediaFolderOf([])).toBe('content-media');
  });
});
