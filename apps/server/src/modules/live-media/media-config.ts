import { createHmac } from 'node:crypto';
import type { IceServer } from '@quad/shared/contracts/live-media';
import type { Config, MediaSettings } from '../../core/config/config';

/** The embedded SFU's settings when the environment gives none (tests, a bare start). */
export const DEFAULT_MEDIA: MediaSettings = {
  portRange: undefined,
  announcedAddress: undefined,
  maxPublishers: 6,
  turnUrls: [],
  turnSecret: undefined,
};

/** How long a TURN credential handed to a browser stays valid. */
export const TURN_CREDENTIAL_SECONDS = 6 * 60 * 60;

export function mediaSettingsOf(config: Config): MediaSettings {
  return config.media ?? DEFAULT_MEDIA;
}

/**
 * The ICE servers a browser connects with. TURN credentials follow coturn's REST API
 * (`use-auth-secret`): the username is `{expiry}:{who}`, the password the base64 HMAC-SHA1 of
 * the username under the shared secret, so coturn checks them without asking Quad.
 */
export function iceServersFor(settings: MediaSettings, who: string, now = Date.now()): IceServer[] {
  if (settings.turnUrls.length === 0 || !settings.turnSecret) return [];
  const expiry = Math.floor(now / 1000) + TURN_CREDENTIAL_SECONDS;
  const username = `${expiry}:${who}`;
  const credential = createHmac('sha1', settings.turnSecret).update(username).digest('base64');
  return [{ urls: settings.turnUrls, username, credential }];
}

/**
 * Puts the announced address in the host candidates of an SDP the SFU wrote (the public
 * address of a server behind a one-to-one NAT), the way other SFUs' `announcedIp` does.
 */
export function announceAddress(sdp: string, address: string | undefined): string {
  if (!address) return sdp;
  return sdp.replace(
    /^(a=candidate:\S+ \d+ \S+ \d+ )(\S+)( \d+ typ host)/gm,
    (_match, head: string, _ip: string, tail: string) => `${head}${address}${tail}`,
  );
}
