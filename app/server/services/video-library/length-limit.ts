import { VIDEO_MAX_SECONDS } from "~/shared/api/admin/videos";
import type { ProbeResult } from "../../video/probe";

// The spec's 10-minute limit, held against what a file really holds (issue 29: a WebM claiming 5 s held 10 hours).
// Decided: a file longer than the limit is refused (at upload, and again by the job before it encodes), never cut to
// length: staff would get a video that silently stops at 10 minutes.

/** Encoders round the last frame and audio priming: the streams may run this much past the limit. */
const SLACK_SECONDS = 1;

/** What ffprobe needs to know to stop reading a file as soon as it is known to be too long. */
export const LENGTH_PROBE = { maxSeconds: VIDEO_MAX_SECONDS + SLACK_SECONDS } as const;

/** The output is cut here whatever happens (ffmpeg's -t): timestamps that jump back cannot make an encode run on. */
export const OUTPUT_MAX_SECONDS = VIDEO_MAX_SECONDS + SLACK_SECONDS;

/** Too long by its header or by its streams. */
export const isTooLong = (probe: ProbeResult) =>
  probe.durationSeconds > VIDEO_MAX_SECONDS || probe.streamSeconds > VIDEO_MAX_SECONDS + SLACK_SECONDS;

/** An encoding that reached the output cap: its source held more than the limit. */
export const reachedOutputCap = (renditionSeconds: number) => renditionSeconds >= OUTPUT_MAX_SECONDS - SLACK_SECONDS;
