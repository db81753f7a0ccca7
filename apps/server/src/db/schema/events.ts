// Tables of the events area.
export {};
