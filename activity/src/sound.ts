// The move sound: a short knock of wood, made by the page (no file to
// load), and a mute switch the page remembers.

const MUTED = "konane-muted";

let context: AudioContext | null = null;

export function muted(): boolean {
  try {
    return localStorage.getItem(MUTED) === "1";
  } catch {
    return false;
  }
}

export function setMuted(on: boolean) {
  try {
    localStorage.setItem(MUTED, on ? "1" : "0");
  } catch {
    // Storage refused (a private window): the switch holds for this page only.
  }
}

/** A knock, unless muted or the browser has no sound for the page yet. */
export function knock() {
  if (muted()) return;
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    const tone = context.createOscillator();
    const level = context.createGain();
    tone.frequency.setValueAtTime(420, now);
    tone.frequency.exponentialRampToValueAtTime(160, now + 0.08);
    level.gain.setValueAtTime(0.25, now);
    level.gain.exponentialRampToValueAtTime(0.001, now + 0.1);
    tone.connect(level).connect(context.destination);
    tone.start(now);
    tone.stop(now + 0.1);
  } catch {
    // No audio here: the move shows all the same.
  }
}
