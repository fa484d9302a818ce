// Words brand names end in: a place ("The Hush Studio") or a suffix ("Lavly").

export const NAME_PLACES = ['House', 'Studio', 'Supply', 'Goods', 'Club', 'Lab', 'Workshop', 'Society'];
export const NAME_ENDINGS = ['ly', 'ora', 'elle', 'io', 'ina', 'wick', 'well', 'en'];
