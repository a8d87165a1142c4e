/**
 * React chooses its development or production build when it is first imported. The build renders
 * thousands of pages and needs none of the development checks (they triple the render time), so the
 * command-line entries import this module before anything that imports React.
 */
process.env.NODE_ENV ??= 'production';
