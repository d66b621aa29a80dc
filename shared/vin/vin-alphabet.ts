/**
 * The characters a VIN may hold, in the order the model tables' ranges run over ([A-D] is A, B, C, D;
 * [H-K] is H, J, K): digits, then the letters but I, O and Q, which look like 1 and 0.
 */
export const VIN_ALPHABET = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ";
