// Tables of the id-cards area.
export {};
