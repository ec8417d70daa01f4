/** Seconds from the NTP epoch (1900) to the Unix epoch. */
const NTP_UNIX_OFFSET = 2_208_988_800;

let ntpMs = -1;
let ntp = 0n;
/** The NTP time of a Unix time in ms (RFC 3550), computed once a millisecond. */
export function ntpAt(ms: number): bigint {
  const whole = Math.floor(ms);
  if (whole !== ntpMs) {
    ntpMs = whole;
    const seconds = Math.floor(whole / 1000) + NTP_UNIX_OFFSET;
    const fraction = Math.floor(((whole % 1000) / 1000) * 2 ** 32);
    ntp = (BigInt(seconds) << 32n) | BigInt(fraction);
  }
  return ntp;
}

/**
 * The Unix time (ms) of an NTP time, fraction included (werift's `ntpTimeToEpochMs` reads the
 * fraction as milliseconds).
 */
export function unixMsOf(time: bigint): number {
  const seconds = Number(time >> 32n) - NTP_UNIX_OFFSET;
  return seconds * 1000 + (Number(time & 0xffffffffn) / 2 ** 32) * 1000;
}
