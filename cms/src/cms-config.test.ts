import { describe, expect, it } from 'vitest';
import { backendSettings, LOCAL_PROXY_URL } from './backend';
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
      PUBLIC_CMS_REPO: 'al-ihsan/school-website',
      PUBLIC_CMS_BRANCH: 'main',
      PUBLIC_CMS_AUTH_URL: 'https://cms-auth.example.org/',
    });
    expect(settings.backend).toMatchObject({
      name: 'github',
      repo: 'al-ihsan/school-website',
      branch: 'main',
      base_url: 'https://cms-auth.example.org',
    });
    expect(settings.local_backend).toBe(true);
    expect(backendSettings({ PUBLIC_CMS_REPO: 'a/b', PUBLIC_CMS_LOCAL_BACKEND: 'false' }).local_backend).toBe(false);
  });

  it("signs staff in through the site's own handler, at /cms-auth, unless told of another", () => {
    expect(backendSettings({ PUBLIC_CMS_REPO: 'a/b' }, 'https://school.example').backend).toMatchObject({
      base_url: 'https://school.example',
      auth_endpoint: 'cms-auth',
    });
    expect(
      backendSettings({ PUBLIC_CMS_REPO: 'a/b', PUBLIC_CMS_AUTH_ENDPOINT: 'oauth' }, 'https://school.example').backend
        .auth_endpoint,
    ).toBe('oauth');
  });

  it('refuses a repository that is not owner/name', () => {
    expect(() => backendSettings({ PUBLIC_CMS_REPO: 'https://github.com/a/b' })).toThrow(/owner\/name/);
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
