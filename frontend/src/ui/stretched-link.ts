import { Link } from 'react-router-dom';
import { classed } from './classed';

/**
 * A link whose click area covers its nearest positioned (`relative`) ancestor, so a whole card or
 * list row opens it while its other links and buttons stay on top.
 */
export const StretchedLink = classed(Link, 'after:absolute after:inset-0');
