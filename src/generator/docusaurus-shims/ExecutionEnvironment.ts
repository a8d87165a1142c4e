/** `@docusaurus/ExecutionEnvironment`: the build renders on the server. */
export default { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };
