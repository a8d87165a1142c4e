/**
 * The boot script every page loads: behaviour that needs no React.
 * Islands are mounted from here once the page has any.
 */
import { setUpCopyButtons } from './copy-buttons.ts';
import { setUpMobileMenu } from './mobile-menu.ts';
import { hideNavbarOnScroll } from './navbar-scroll.ts';

hideNavbarOnScroll(document);
setUpMobileMenu(window);
setUpCopyButtons(document);
