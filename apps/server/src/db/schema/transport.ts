// Tables of the transport area.
export {};
