/**
 * `react-player`, which Docusaurus sites use for demo videos (redwood's debugger demo): a video
 * file as the browser's own player, a YouTube video or playlist or a Vimeo address as that site's
 * embedded player, in the box react-player draws (640 × 360 unless told). Version 3 names the
 * address `src` where 2 named it `url` (Verdaccio's talks).
 */
import type { CSSProperties } from 'react';

interface ReactPlayerProps {
  src?: string | string[];
  url?: string | string[];
  controls?: boolean;
  loop?: boolean;
  muted?: boolean;
  playing?: boolean;
  width?: string | number;
  height?: string | number;
  style?: CSSProperties;
  className?: string;
}

const YOUTUBE_PLAYLIST = /^https?:\/\/(?:www\.|m\.)?youtube\.com\/(?:playlist\?|embed\/videoseries\?)(?:.*&)?list=([\w-]+)/;
const YOUTUBE = /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/;
const VIMEO = /^https?:\/\/(?:www\.)?vimeo\.com\/(?:video\/)?(\d+)/;

export default function ReactPlayer({ src, url = src, controls = false, loop = false, muted = false, playing = false, width = '640px', height = '360px', style, className }: ReactPlayerProps) {
  const source = Array.isArray(url) ? url[0] : url;
  const box: CSSProperties = { width, height, ...style };
  if (!source) return <div className={className} style={box} />;
  const playlist = YOUTUBE_PLAYLIST.exec(source)?.[1];
  const youtube = YOUTUBE.exec(source)?.[1];
  const vimeo = VIMEO.exec(source)?.[1];
  const embedded = playlist ? `https://www.youtube-nocookie.com/embed/videoseries?list=${playlist}` : youtube ? `https://www.youtube-nocookie.com/embed/${youtube}` : vimeo ? `https://player.vimeo.com/video/${vimeo}` : undefined;
  return (
    <div className={className} style={box}>
      {embedded ? (
        <iframe src={embedded} title="Video" width="100%" height="100%" loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen style={{ border: 0 }} />
      ) : (
        <video src={source} controls={controls} loop={loop} muted={muted} autoPlay={playing} playsInline preload="metadata" width="100%" height="100%" />
      )}
    </div>
  );
}
