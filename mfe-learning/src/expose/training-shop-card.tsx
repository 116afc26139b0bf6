import { TrainingShopCard } from '../features/widgets/training-shop-card';

/** Dashboard widget (federated module ./TrainingShopCard). */
export default TrainingShopCard;
