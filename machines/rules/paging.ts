/** Record pages hold 1 to 100 records (server and site alike). */
export const PAGE_SIZE_MAX = 100;
