/**
 * How much picture decoding the server takes on (issue 22, item 7). Decoding is the one thing an
 * upload does that costs real CPU time and memory (a 24-megapixel PNG is about 100 MB decoded), so
 * it is bounded three ways: per golfer (UPLOADS_PER_GOLFER), per process (a few decodes at once,
 * a short line behind them, 503 beyond it) and per picture (PICTURE_MAX_PIXELS).
 */

/**
 * The most pixels a picture may have. A profile picture is stored as 256×256, and every camera's
 * default output fits (12 MP phones, 24 MP cameras at 6000×4000); 48- and 200-megapixel modes do
 * not, and would not fit the 5 MB upload limit as photographs either.
 */
export const PICTURE_MAX_PIXELS = 24_000_000;
export const PICTURE_MAX_MEGAPIXELS = PICTURE_MAX_PIXELS / 1_000_000;

export const PICTURE_TOO_LARGE = `The picture must be at most ${PICTURE_MAX_MEGAPIXELS} megapixels (for example 6000×4000).`;

/** Whether a picture of this size (in pixels, one frame) is more than a profile picture may be. */
export const isPictureTooLarge = (width: number, height: number): boolean => width * height > PICTURE_MAX_PIXELS;

/**
 * Pictures decoded at once by one server process, each on one libvips thread: half the cores, so
 * the other half keeps answering everyone else (on 2 cores, one decode at a time).
 */
export const decodesAtOnce = (cores: number): number => Math.max(1, Math.floor(cores / 2));
/**
 * Each decoder starts at most this many decodes a second. Besides the decode itself (off the
 * event loop), an upload costs the event loop its 5 MB of multipart parsing, the garbage that
 * leaves and a few queries, about 20 ms in all: at 2 a second that stays out of everyone else's
 * p95 (measured with `npm run bench -- --only uploads`). Two uploads a second per process is far
 * more than golfers change pictures.
 */
export const DECODES_PER_SECOND = 2;
/** Uploads that may wait for a decoder; one more is answered 503 at once instead of queueing. */
export const DECODES_WAITING = 4;
/** Seconds a golfer is told to wait when every decoder is busy and the line is full. */
export const DECODERS_BUSY_RETRY_AFTER_S = 5;

/** Uploads one golfer may send in a window: changing a picture a few times over is fine; a loop is not. */
export const UPLOADS_PER_GOLFER = { max: 10, windowMs: 10 * 60 * 1000 } as const;
