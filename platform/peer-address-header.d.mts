export declare const peerAddressHeader: "x-rewards-peer-address";
