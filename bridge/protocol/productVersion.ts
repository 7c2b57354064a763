/** The product's version, as every client and server of ours names itself (package.json holds the same). */
export const PRODUCT_VERSION = '0.2.0';
