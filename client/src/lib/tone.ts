/**
 * A short decaying sine through `audio` (WebAudio: nothing to download): the stone's click on the
 * game page, the beep of a tournament's next game. Throws where the browser refuses audio; the
 * callers keep going without sound.
 */
export function tone(
  audio: AudioContext,
  frequency: number,
  volume: number,
  seconds: number,
): void {
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(volume, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + seconds);
  osc.connect(gain).connect(audio.destination);
  osc.start();
  osc.stop(audio.currentTime + seconds + 0.01);
}
