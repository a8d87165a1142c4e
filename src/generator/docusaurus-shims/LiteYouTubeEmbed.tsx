/**
 * `react-lite-youtube-embed`, common on Docusaurus sites for talks and demos: the video as an
 * embedded player (the Content-Security-Policy allows https frames), loaded when scrolled near.
 */
export default function LiteYouTubeEmbed({ id, title, params }: { id: string; title?: string; params?: string }) {
  const query = params ? `?${params}` : '';
  return (
    <iframe
      className="youtube-embed"
      src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}${query}`}
      title={title ?? 'YouTube'}
      loading="lazy"
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
    />
  );
}
