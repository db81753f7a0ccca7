// Tables of the dues area.
export {};
