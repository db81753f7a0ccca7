/** The layout's sizes: sidebar width 265, header height 70. */
export const NAVBAR_WIDTH = 265;
export const HEADER_HEIGHT = 70;
