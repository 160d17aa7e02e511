import {
  Captions,
  CaptionsOff,
  Maximize,
  Minimize,
  Pause,
  Play,
  Volume2,
  VolumeX,
  X,
} from "lucide-react";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import type { DemoVideo } from "~/content/videos";
import { clsx } from "clsx";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { useNarrowPortrait } from "~/hooks/use-narrow-portrait";
import { controlsShownAfterStageClick, formatTime, seekTarget, stepVolume } from "~/lib/video";
import { siteConfig } from "~/site.config";

interface VideoPlayerDialogProps {
  /** The demo to play; the dialog is open while this is set. */
  video: DemoVideo | null;
  onClose: () => void;
  /** Where focus goes back to when the player closes (the card that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The site's one video player: a full-screen modal dialog (focus moves in, is trapped, Escape
 * closes it, first leaving fullscreen) used by the video showcase and by any "watch demo"
 * overlay. The <video> element exists only while the dialog is open, so no video bytes are
 * fetched before a visitor asks for them.
 */
export function VideoPlayerDialog({ video, onClose, returnFocusRef }: VideoPlayerDialogProps) {
  if (!video) return null;
  return <PlayerContent video={video} onClose={onClose} returnFocusRef={returnFocusRef} />;
}

/**
 * Has the browser set up its first <video> element while the page is idle. That first one costs
 * a slow phone about 13 ms of style and layout (the element's built-in shadow tree and styles),
 * which otherwise falls in the frame of the tap that opens the player. The element never gets a
 * source, so nothing is fetched, and it leaves the page in the same task.
 */
export function prepareVideoElement() {
  if (videoElementPrepared) return;
  videoElementPrepared = true;
  const element = document.createElement("video");
  element.className = "invisible fixed size-0";
  document.body.append(element);
  element.getBoundingClientRect();
  element.remove();
}
let videoElementPrepared = false;

const iconButton =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

function PlayerContent({
  video,
  onClose,
  returnFocusRef,
}: {
  video: DemoVideo;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const playButtonRef = useRef<HTMLButtonElement>(null);
  const volumeRef = useRef<HTMLInputElement>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
  const ids = useId();
  const narrowPortrait = useNarrowPortrait();
  /** An upright clip (the phone demo) gets the poster of its own shape, not a letterboxed one. */
  const upright = video.videoHeight > video.videoWidth;

  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState<number>(siteConfig.ui.videoDefaultVolume);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  // On from the start: the clip is silent, and its captions are its only words (what is on
  // screen, and that there is no sound). A viewer who relies on captions, or has the sound off,
  // should not have to find a switch to learn that.
  const [captionsOn, setCaptionsOn] = useState(true);
  const [controlsVisible, setControlsVisible] = useState(true);
  /** Bumped on every pointer or key activity; restarts the hide timer. */
  const [activity, setActivity] = useState(0);
  /** When pointer movement last showed hidden controls (an event time stamp), until a stage click. */
  const pointerShowedControlsAt = useRef(Number.NEGATIVE_INFINITY);

  // Try to start playing as soon as the player opens. Browsers may refuse (autoplay policy);
  // then the video simply stays paused with its poster and the Play button (spec section 8).
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    // The element exists (and loads) from React's render; when its metadata came from the cache
    // before the commit, the loadedmetadata event found no mounted handler, so read it here.
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) setDuration(element.duration);
    element.volume = siteConfig.ui.videoDefaultVolume;
    element.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === "AbortError") return; // closed meanwhile
      console.warn("Autoplay was blocked by the browser; the video stays paused.", error);
    });
  }, []);

  // Hide the controls after a quiet spell while playing, unless a keyboard user is on them.
  useEffect(() => {
    if (!playing || !controlsVisible) return;
    const timer = window.setTimeout(() => {
      const focused = document.activeElement;
      const keyboardOnControls =
        focused instanceof HTMLElement &&
        controlsRef.current?.contains(focused) === true &&
        focused.matches(":focus-visible");
      if (!keyboardOnControls) setControlsVisible(false);
    }, siteConfig.ui.videoControlsHideMs);
    return () => window.clearTimeout(timer);
  }, [playing, controlsVisible, activity]);

  // The player draws no native controls, so the captions' only switch is ours.
  useEffect(() => {
    const track = trackRef.current?.track;
    if (track) track.mode = captionsOn ? "showing" : "hidden";
  }, [captionsOn]);

  useEffect(() => {
    const onFullscreenChange = () =>
      setFullscreen(
        document.fullscreenElement !== null && document.fullscreenElement === contentRef.current,
      );
    document.addEventListener("fullscreenchange", onFullscreenChange);
    return () => {
      document.removeEventListener("fullscreenchange", onFullscreenChange);
      if (document.fullscreenElement) void document.exitFullscreen();
    };
  }, []);

  function showControls() {
    setControlsVisible(true);
    setActivity((n) => n + 1);
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (!controlsVisible) pointerShowedControlsAt.current = event.timeStamp;
    showControls();
  }

  function togglePlay() {
    const element = videoRef.current;
    if (!element) return;
    if (element.paused || element.ended) {
      element.play().catch((error: unknown) => console.warn("The video could not play.", error));
    } else {
      element.pause();
    }
    showControls();
  }

  function seekTo(seconds: number) {
    const element = videoRef.current;
    if (!element) return;
    element.currentTime = seconds;
    setCurrentTime(seconds);
  }

  function seekBy(delta: number) {
    const element = videoRef.current;
    if (element) seekTo(seekTarget(element.currentTime, delta, element.duration));
  }

  function changeVolume(next: number) {
    const element = videoRef.current;
    if (!element) return;
    element.volume = next;
    if (next > 0 && element.muted) element.muted = false;
  }

  function toggleMute() {
    const element = videoRef.current;
    if (element) element.muted = !element.muted;
  }

  function toggleCaptions() {
    setCaptionsOn((on) => !on);
  }

  function toggleFullscreen() {
    if (document.fullscreenElement) {
      void document.exitFullscreen();
      return;
    }
    contentRef.current?.requestFullscreen().catch((error: unknown) => {
      console.warn("Fullscreen is not available here.", error);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    showControls();
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onButton = event.target instanceof HTMLButtonElement;
    // Arrow keys use the player's own steps everywhere (a native slider step of 0.01 would be
    // imperceptible); on the volume slider every arrow changes the volume.
    const onVolume = event.target === volumeRef.current;
    const seekStep = siteConfig.ui.videoSeekStepSeconds;
    const volumeStep = siteConfig.ui.videoVolumeStep;
    const currentVolume = videoRef.current?.volume ?? volume;
    switch (event.key.toLowerCase()) {
      case " ":
        if (onButton) return; // Space presses the focused button
        togglePlay();
        break;
      case "k":
        togglePlay();
        break;
      case "arrowleft":
      case "arrowright": {
        const forward = event.key === "ArrowRight";
        if (onVolume) changeVolume(stepVolume(currentVolume, forward ? volumeStep : -volumeStep));
        else seekBy(forward ? seekStep : -seekStep);
        break;
      }
      case "arrowup":
      case "arrowdown":
        changeVolume(stepVolume(currentVolume, event.key === "ArrowUp" ? volumeStep : -volumeStep));
        break;
      case "m":
        toggleMute();
        break;
      case "c":
        toggleCaptions();
        break;
      case "f":
        toggleFullscreen();
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  // Clicks on the dimmed margin around the player close it (ModalDialog); clicks on the stage
  // around the picture toggle the controls; clicks on the picture play or pause.
  function onStageClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    const sincePointerShowedThem = event.timeStamp - pointerShowedControlsAt.current;
    // One click per showing: the next one toggles them again.
    pointerShowedControlsAt.current = Number.NEGATIVE_INFINITY;
    const grace = siteConfig.ui.videoRevealClickGraceMs;
    if (controlsShownAfterStageClick(controlsVisible, sincePointerShowedThem, grace)) {
      showControls();
    } else {
      setControlsVisible(false);
    }
  }

  return (
    <ModalDialog
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-description`}
      // Start on Play/Pause so Space does what a viewer expects.
      initialFocusRef={playButtonRef}
      returnFocusRef={returnFocusRef}
      onDismiss={onClose}
      onEscape={() => {
        // Escape leaves fullscreen first; the next Escape closes the player.
        if (!document.fullscreenElement) return false;
        void document.exitFullscreen();
        return true;
      }}
      onKeyDown={onKeyDown}
      onPointerMove={onPointerMove}
      data-testid="video-player"
      className="flex items-center justify-center p-3 sm:p-8"
    >
      <div
        ref={contentRef}
        className={clsx(
          "flex max-h-full w-full max-w-5xl flex-col overflow-hidden rounded-xl bg-black text-white shadow-2xl",
          narrowPortrait && "h-full",
        )}
      >
        <div className="flex items-center gap-3 px-4 py-2">
          <h2 id={`${ids}-title`} className="min-w-0 flex-1 truncate text-base font-semibold">
            {video.title}
          </h2>
          <button type="button" onClick={onClose} className={iconButton} aria-label="Close video">
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p id={`${ids}-description`} className="sr-only">
          {video.description} Keyboard: Space or K plays and pauses, arrow keys seek and change the
          volume, M mutes, C turns captions on and off, F toggles full screen, Escape closes.
        </p>
        {/* The stage click is a pointer shortcut; keyboard users get the controls back on any
            key or focus, so there is nothing extra to reach by keyboard here. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div
          onClick={onStageClick}
          data-state={playing ? "playing" : "paused"}
          data-controls={controlsVisible ? "visible" : "hidden"}
          data-testid="video-stage"
          className={clsx(
            "relative flex min-h-0 flex-1 items-center justify-center p-3 sm:p-5",
            !controlsVisible && playing && "cursor-none",
          )}
        >
          <video
            ref={videoRef}
            poster={upright ? video.portraitThumbnail : video.thumbnail}
            width={video.videoWidth}
            height={video.videoHeight}
            preload="metadata"
            playsInline
            onClick={togglePlay}
            onPlay={() => setPlaying(true)}
            onPause={() => {
              setPlaying(false);
              setControlsVisible(true);
            }}
            onEnded={() => {
              setPlaying(false);
              setControlsVisible(true);
            }}
            onTimeUpdate={(e) => setCurrentTime(e.currentTarget.currentTime)}
            onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
            onDurationChange={(e) => setDuration(e.currentTarget.duration)}
            onVolumeChange={(e) => {
              setVolume(e.currentTarget.volume);
              setMuted(e.currentTarget.muted);
            }}
            className={clsx(
              "rounded-md object-contain",
              // An upright clip in a wide window takes the stage's height and only its own
              // width, so the picture is centred and the captions stay within it.
              narrowPortrait
                ? "h-auto max-h-full w-full"
                : upright
                  ? "h-[70vh] w-auto max-w-full"
                  : "max-h-[70vh] w-full",
            )}
          >
            <source src={video.videoUrl} type={video.videoType} />
            <track
              ref={trackRef}
              kind="captions"
              src={video.captionsUrl}
              srcLang="en"
              label="English"
              default
            />
          </video>
        </div>
        <div
          ref={controlsRef}
          onFocus={showControls}
          data-testid="video-controls"
          className={clsx(
            "flex flex-col gap-1 bg-black px-3 pt-1 pb-3 transition-opacity duration-300",
            controlsVisible ? "opacity-100" : "pointer-events-none opacity-0",
          )}
        >
          <input
            type="range"
            aria-label="Seek"
            min={0}
            max={duration > 0 ? duration : 0}
            step={0.01}
            value={Math.min(currentTime, duration > 0 ? duration : 0)}
            aria-valuetext={`${formatTime(currentTime)} of ${formatTime(duration)}`}
            onChange={(e) => seekTo(Number(e.target.value))}
            className="h-2 w-full cursor-pointer accent-white"
          />
          {/* On a phone the time takes a line of its own above the buttons, which fill the row. */}
          <div className="flex flex-wrap items-center gap-x-1 sm:flex-nowrap sm:gap-x-2">
            <button
              ref={playButtonRef}
              type="button"
              onClick={togglePlay}
              aria-label={playing ? "Pause" : "Play"}
              className={iconButton}
            >
              {playing ? (
                <Pause aria-hidden="true" className="size-5" />
              ) : (
                <Play aria-hidden="true" className="size-5" />
              )}
            </button>
            <button
              type="button"
              onClick={toggleMute}
              aria-label={muted ? "Unmute" : "Mute"}
              className={iconButton}
            >
              {muted ? (
                <VolumeX aria-hidden="true" className="size-5" />
              ) : (
                <Volume2 aria-hidden="true" className="size-5" />
              )}
            </button>
            <input
              ref={volumeRef}
              type="range"
              aria-label="Volume"
              min={0}
              max={1}
              step={0.01}
              value={volume}
              onChange={(e) => changeVolume(Number(e.target.value))}
              className="w-20 min-w-0 cursor-pointer accent-white sm:w-28"
            />
            <p
              className="order-first basis-full text-sm whitespace-nowrap tabular-nums sm:order-none sm:ml-2 sm:basis-auto"
              data-testid="video-time"
            >
              <span>{formatTime(currentTime)}</span> / <span>{formatTime(duration)}</span>
            </p>
            <button
              type="button"
              onClick={toggleCaptions}
              aria-label="Captions"
              aria-pressed={captionsOn}
              className={clsx(iconButton, "ml-auto")}
            >
              {captionsOn ? (
                <Captions aria-hidden="true" className="size-5" />
              ) : (
                <CaptionsOff aria-hidden="true" className="size-5" />
              )}
            </button>
            <button
              type="button"
              onClick={toggleFullscreen}
              aria-label={fullscreen ? "Exit full screen" : "Full screen"}
              className={iconButton}
            >
              {fullscreen ? (
                <Minimize aria-hidden="true" className="size-5" />
              ) : (
                <Maximize aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
        </div>
      </div>
    </ModalDialog>
  );
}
