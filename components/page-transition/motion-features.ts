// framer-motion's animation features, loaded by LazyMotion only after the first client navigation.
import { domAnimation } from 'framer-motion';

export default domAnimation;
