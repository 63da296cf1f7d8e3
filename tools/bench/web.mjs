#!/usr/bin/env node
// Storefront Lighthouse benchmark (issue 14): starts the whole shop with its demo data on a throw-away stack
// (as the browser journeys do), launches Debian's Chromium, and runs Lighthouse on home, a product, a vaccine,
// products, login and cart, mobile and desktop, BENCH_RUNS times each (default 3). The median run by
// performance score of each goes into tools/bench/results/web.md, against the targets. A benchmark,
// not a test: it reports and exits 0 whatever the scores. Needs a build first: npm run bench:web does both.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import devStack from '@kukur/dev-stack';
import { log, root } from './bench-api.mjs';
import { choosePages, chooseRuns, medianRun, renderReport, summarizeLhr } from './web-report.mjs';

const { startStack } = devStack;

const RUNS = chooseRuns(process.env.BENCH_RUNS);
const PAGES = choosePages(process.env.BENCH_PAGES);
const CHROMIUM_PATH = devStack.chromiumPath();
const CHROMIUM_FLAGS = [...devStack.HEADLESS_CHROMIUM_ARGS];
/** Tries of one run that ends in a Lighthouse runtime error. */
const MAX_ATTEMPTS = 3;
const RESULT_FILE = join(root, 'tools/bench/results/web.md');
const FORM_FACTORS = [
  // Lighthouse's default config: a mid-range phone, simulated slow 4G and 4x CPU slowdown.
  ['mobile', undefined],
  ['desktop', desktopConfig],
];

/**
 * Where each page is: the product page shows the newest product (dog food, a toy: what is carted) and the
 * vaccine page the newest vaccine (its booking card), both from GET /api/products. Until 2026-11-26 the
 * "product" row measured the newest item whatever its kind, which in the demo data is a vaccine.
 */
async function pagePaths(shopUrl) {
  const response = await fetch(new URL('/api/products', shopUrl));
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const products = await response.json();
  const newest = (kind) => {
    const item = Array.isArray(products) ? products.find((product) => product.kind === kind) : undefined;
    if (!item) throw new Error(`GET /api/products answered no item of kind ${kind}`);
    return item.id;
  };
  return {
    home: '/',
    product: `/products/${newest('product')}`,
    vaccine: `/vaccination/${newest('vaccine')}`,
    products: '/products',
    login: '/login',
    cart: '/cart',
  };
}

async function chromiumVersion(port) {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  const { Browser: browser } = await response.json();
  return String(browser).replace(/^(Headless)?Chrome\//, '');
}

async function formatMarkdown(markdown) {
  const options = (await prettier.resolveConfig(RESULT_FILE)) ?? {};
  return prettier.format(markdown, { ...options, filepath: RESULT_FILE });
}

async function main() {
  let stack;
  let chrome;
  let stopping;
  const stopAll = () =>
    (stopping ??= (async () => {
      // Chromium by the PID chrome-launcher started (it kills that process group), then the stack.
      if (chrome) {
        log(`Stopping Chromium (pid ${chrome.pid})`);
        chrome.kill();
      }
      await stack?.stop();
    })());
  const onSignal = (signal) => {
    log(`${signal}: stopping`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const loadBefore = os.loadavg();
    log('Starting the shop (throw-away PostgreSQL, Redis, API with the demo data, worker)...');
    stack = await startStack({
      ephemeral: true,
      quiet: true,
      // Lighthouse reloads each page many times from one address: measure the pages, not the abuse limits.
      env: { PUBLIC_READS_PER_MINUTE: '100000', ...process.env },
    });
    const paths = await pagePaths(stack.shopUrl);

    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      handleSIGINT: false,
      logLevel: 'silent',
    });
    log(`Chromium ${CHROMIUM_PATH} (pid ${chrome.pid}) on debugging port ${chrome.port}`);
    const chromium = await chromiumVersion(chrome.port);

    const rows = [];
    let lighthouseVersion = 'unknown';
    for (const page of PAGES) {
      const url = new URL(paths[page], stack.shopUrl).href;
      for (const [formFactor, config] of FORM_FACTORS) {
        const runs = [];
        for (let run = 1; run <= RUNS; run++) {
          let summary;
          // Lighthouse sometimes fails to record a load (NO_NAVSTART, "run Lighthouse again"): a run that ends
          // in a runtime error is tried again, twice at most, and then counts as the worst run.
          for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            const result = await lighthouse(
              url,
              {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
              },
              config,
            );
            if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
            lighthouseVersion = result.lhr.lighthouseVersion;
            summary = summarizeLhr(result.lhr);
            log(
              `${page} ${formFactor} run ${run}/${RUNS}: performance ${summary.scores.performance ?? '–'}` +
                (summary.runtimeError
                  ? ` (${summary.runtimeError}; attempt ${attempt}/${MAX_ATTEMPTS})`
                  : ''),
            );
            if (!summary.runtimeError) break;
          }
          runs.push(summary);
        }
        rows.push({
          page,
          path: paths[page],
          formFactor,
          summary: medianRun(runs),
          runs: runs.map((run) => run.scores.performance),
        });
      }
    }

    // Formatted as `npm run format` would (the table's columns aligned), so the committed file stays as it is.
    const report = await formatMarkdown(
      renderReport(
        {
          date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
          cores: os.cpus().length,
          cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
          memoryGb: (os.totalmem() / 1024 ** 3).toFixed(1),
          chromium,
          lighthouse: lighthouseVersion,
          node: process.versions.node,
          runs: RUNS,
          loadBefore,
          loadAfter: os.loadavg(),
        },
        rows,
      ),
    );
    mkdirSync(join(root, 'tools/bench/results'), { recursive: true });
    writeFileSync(RESULT_FILE, report);
    log('');
    log(report);
    log(`Written to ${RESULT_FILE}`);
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
