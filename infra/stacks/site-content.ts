import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { projectRoot } from './function.js';

export interface SiteContentProps {
  bucket: IBucket;
  /** The Vite build, relative to the project or absolute. */
  webDist: string;
}

/**
 * Uploads the built SPA. Hashed files under assets/ are cached for a year and never
 * pruned, so a tab opened before a deploy can still load its lazy chunks; the rest
 * (index.html above all) is revalidated on every visit, so no invalidation is needed,
 * and pruned when gone.
 */
export class SiteContent extends Construct {
  constructor(scope: Construct, id: string, props: SiteContentProps) {
    super(scope, id);
    const dist = resolve(projectRoot, props.webDist);
    if (!existsSync(resolve(dist, 'index.html'))) {
      throw new Error(`The web app is not built: ${dist}/index.html is missing. Run \`npm run build:web\` first.`);
    }
    // Vite's manifest is for the bundle benchmark, not for visitors.
    const source = Source.asset(dist, { exclude: ['.vite'] });
    const assets = new BucketDeployment(this, 'Assets', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
    });
    const pages = new BucketDeployment(this, 'Pages', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
    });
    // index.html must never point at chunks that are not there yet.
    pages.node.addDependency(assets);
  }
}
