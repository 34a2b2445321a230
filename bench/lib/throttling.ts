import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';

/** A line and a phone, applied through the DevTools protocol (Chromium's own throttling, not simulated). */
export interface Conditions {
  label: string;
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
}

const slow4G = throttling.mobileSlow4G;

/**
 * Lighthouse's mobile conditions: its 150 ms round trip, its throughputs with DevTools' 0.9 adjustment
 * (1.6 Mbps x 0.9 down, 750 kbps x 0.9 up) and its 4x CPU slowdown.
 */
export const LIGHTHOUSE_MOBILE: Conditions = {
  label: `${slow4G.rttMs} ms, ${(slow4G.downloadThroughputKbps / 1024).toFixed(2)} Mbps down, ${slow4G.uploadThroughputKbps} kbps up, CPU /${slow4G.cpuSlowdownMultiplier}`,
  latencyMs: slow4G.rttMs,
  downloadKbps: slow4G.downloadThroughputKbps,
  uploadKbps: slow4G.uploadThroughputKbps,
  cpuSlowdown: slow4G.cpuSlowdownMultiplier,
};

/** Issue 21's slow line: 400 kbps each way, 400 ms round trip, the same phone. */
export const SLOW_LINE: Conditions = {
  label: '400 ms, 400 kbps each way, CPU /4',
  latencyMs: 400,
  downloadKbps: 400,
  uploadKbps: 400,
  cpuSlowdown: 4,
};

// Lighthouse 13's types make its screen constants optional; the values are always there.
const phoneScreen = screenEmulationMetrics.mobile;
if (!phoneScreen) throw new Error("Lighthouse's constants have no phone screen");

/** Lighthouse's phone (a moto g power: 412 x 823 CSS px at 1.75), with touch. */
const PHONE: BrowserContextOptions = {
  viewport: { width: phoneScreen.width, height: phoneScreen.height },
  deviceScaleFactor: phoneScreen.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

/** Applies the conditions to a page before it navigates (kbps as Lighthouse counts them: 1024 bits). */
async function throttle(cdp: CDPSession, conditions: Conditions): Promise<void> {
  const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: conditions.latencyMs,
    downloadThroughput: bytesPerSecond(conditions.downloadKbps),
    uploadThroughput: bytesPerSecond(conditions.uploadKbps),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
}

/**
 * A fresh context on Lighthouse's phone (with `options` over it) and its one page, on `conditions` before it
 * navigates, with the DevTools session that throttles it; the caller closes the context.
 */
export async function phonePage(
  browser: Browser,
  conditions: Conditions = LIGHTHOUSE_MOBILE,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ ...PHONE, ...options });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, conditions);
    return { context, page, cdp };
  } catch (error) {
    await context.close();
    throw error;
  }
}
