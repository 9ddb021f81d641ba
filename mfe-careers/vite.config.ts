import { remoteConfig } from '@school/shared/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteConfig(import.meta.url, 'mfe_careers'));
