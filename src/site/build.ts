// The frame every prerendered page is rendered in (Base.astro): the build's catalog, its WarSpike
// section, and which build it is, read once a build.
import { readBuild, type FrameContent } from '../catalog/frame.ts';
import { siteCatalog, siteWarSpike } from './catalog.ts';

const BUILD = readBuild();

export function buildFrame(): FrameContent {
  return { catalog: siteCatalog(), warspike: siteWarSpike() !== undefined, build: BUILD };
}
