'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeoPoint } from '@/lib/remote/record';

/** Camera states: off, asking for permission, showing the picture, permission refused, no usable camera. */
export type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'none';

/**
 * The device camera for the site visit (getUserMedia, rear camera preferred, no audio), started only when the
 * visitor asks. `video` is the ref of the <video> that shows the picture; the stream is stopped on `stop()` and when
 * the component unmounts. Refusal (NotAllowedError, SecurityError — also a Permissions-Policy block) → `denied`;
 * no camera, a busy one or no getUserMedia (plain HTTP) → `none`.
 */
export function useCamera() {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((tr) => tr.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setState('off');
  }, []);

  useEffect(() => () => stream.current?.getTracks().forEach((tr) => tr.stop()), []);

  useEffect(() => {
    const v = video.current;
    if (state !== 'on' || !v || !stream.current) return;
    v.srcObject = stream.current;
    void v.play().catch(() => undefined);
  }, [state]);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) return setState('none');
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
        audio: false,
      });
      setState('on');
    } catch (err) {
      const name = (err as DOMException)?.name;
      setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'none');
    }
  }, []);

  return { video, state, start, stop };
}

/**
 * The device location for the watermark, asked for only when the visitor ticks the box (geolocation permission).
 * `point` is null while off, while waiting and after a refusal (then `refused` is true).
 */
export function useLocation() {
  const [enabled, setEnabled] = useState(false);
  const [point, setPoint] = useState<GeoPoint | null>(null);
  const [refused, setRefused] = useState(false);

  const toggle = useCallback((on: boolean) => {
    setEnabled(on);
    setRefused(false);
    setPoint(null);
    if (!on) return;
    if (!navigator.geolocation) return (setEnabled(false), setRefused(true));
    navigator.geolocation.getCurrentPosition(
      (p) => setPoint({ lat: p.coords.latitude, lon: p.coords.longitude, accuracy: p.coords.accuracy }),
      () => (setEnabled(false), setRefused(true)),
      { timeout: 15_000, maximumAge: 60_000 },
    );
  }, []);

  return { enabled, point: enabled ? point : null, refused, toggle };
}
